/**
 * Stands in, in /admin's Decap build (src/build/editor/decap-build.ts), for Decap's UI index
 * (decap-cms-core's components/UI/index.js) where the login screen's modules import it (bootstrap,
 * App, Header): the three parts they use, each as it is. The index also brings the drag and drop of
 * the editorial workflow's board (react-dnd with its HTML5 backend) and the media library's modal
 * (react-modal), which only parts shown after logging in use: they now come with those parts
 * (src/admin/decap-later.ts) instead of before the login screen.
 */
export { default as ErrorBoundary } from 'decap-cms-core/dist/esm/components/UI/ErrorBoundary.js';
export { default as Notifications } from 'decap-cms-core/dist/esm/components/UI/Notifications.js';
export { default as SettingsDropdown } from 'decap-cms-core/dist/esm/components/UI/SettingsDropdown.js';
