/**
 * What the site's search takes from the site (part of the declaration: src/site/index.ts): the topics
 * offered before anything is typed and the school's day (dated records are still to come until it ends).
 * Its own module: the search's lazily loaded scripts import only this, not the whole declaration.
 */
export { enquiryAnswerer, searchPlaceholder, searchTopics } from '../config/search.ts';
export { todayAtSchool } from '../config/time-zone.ts';
