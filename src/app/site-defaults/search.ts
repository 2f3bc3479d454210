/** No topics offered before anything is typed; the site's day is the UTC day (see README.md here). */
export const searchTopics: readonly string[] = [];
export const searchPlaceholder = 'Search…';
export const enquiryAnswerer = 'we';
export const todayAtSchool = (now = new Date()): string => now.toISOString().slice(0, 10);
