/** Where the form keeps a parent's unsent enquiry (localStorage); the registry wakes the form at load when it is there. */
export const DRAFT_KEY = 'school-inquiry-draft';
