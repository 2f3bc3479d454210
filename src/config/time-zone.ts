/**
 * The school's day: dated records (calendar, news, exam dates) are still to come until the day ends
 * in Lagos, not on the visitor's or the build machine's clock (src/content/facts/dates.ts does the sums).
 */
export { SCHOOL_TIME_ZONE as timeZone, todayInLagos as todayAtSchool } from '../content/facts/dates.ts';
