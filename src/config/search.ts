/** The topics the search offers before anything is typed (the dialog and the results page). */
export const searchTopics = ['Fees', 'Scholarship', 'Boarding', 'Admission', 'Contact'];
/** The search box's example words (its placeholder): what parents search for most. */
export const searchPlaceholder = 'Search: fees, boarding, scholarship…';
/** Who answers an enquiry, said when the search finds nothing ("Send us an enquiry and … will answer"). */
export const enquiryAnswerer = 'the admissions office';
