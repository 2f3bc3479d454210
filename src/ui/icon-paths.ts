/** The icon paths that islands draw (each island imports only the ones it uses). */
export const CHEVRON_LEFT = 'M15 18l-6-6 6-6';
export const CHEVRON_RIGHT = 'M9 18l6-6-6-6';
export const STAR = 'M12 2l3 6.5 7 .9-5 4.8 1.3 7L12 17.8 5.7 21.2 7 14.2 2 9.4l7-.9z';
