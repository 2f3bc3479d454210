/** The topics the search offers before anything is typed (the dialog and the results page). */
export const searchTopics = ['Fees', 'Scholarship', 'Boarding', 'Admission', 'Contact'];
