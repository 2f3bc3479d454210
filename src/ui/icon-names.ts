/** Names of the icons that pages/ metadata may use (`icon:` in a folder's _meta.yml). */
export const iconNames = [
  'admission', 'academics', 'facilities', 'pastoral', 'success', 'staff', 'about',
  'home', 'menu', 'close', 'chevron-down', 'chevron-left', 'chevron-right', 'search', 'phone', 'mail',
  'map-pin', 'clock', 'external', 'facebook', 'x', 'instagram', 'youtube', 'linkedin', 'star',
  'lightbulb', 'target', 'globe', 'book', 'chart', 'shield', 'check', 'message', 'laptop', 'puzzle', 'rocket', 'compass', 'palette', 'handshake', 'calendar', 'award',
] as const;
export type IconName = (typeof iconNames)[number];
