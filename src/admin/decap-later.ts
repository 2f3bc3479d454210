/**
 * What of Decap the login screen does not need, in a chunk of its own (src/build/editor/decap-build.ts):
 * the collections' lists, the editorial workflow's board, the editor with the widgets the site uses
 * and the media library (with the board's drag and drop and the library's modal), and Decap's browser
 * cache. Decap's App reaches the four parts through src/admin/decap-lazy.ts, which fetches the chunk as
 * decap-cms.js runs and runs it once Decap's first screen (the login screen) is shown, so the login
 * screen waits for none of it; a part shown before then runs it at once. The widgets are registered as it runs, so before any form is shown.
 */
import { DecapCmsCore as CMS } from 'decap-cms-core';
import DecapCmsWidgetString from 'decap-cms-widget-string';
import DecapCmsWidgetText from 'decap-cms-widget-text';
import DecapCmsWidgetNumber from 'decap-cms-widget-number';
import DecapCmsWidgetBoolean from 'decap-cms-widget-boolean';
import DecapCmsWidgetSelect from 'decap-cms-widget-select';
import DecapCmsWidgetList from 'decap-cms-widget-list';
import DecapCmsWidgetObject from 'decap-cms-widget-object';
import DecapCmsWidgetFile from 'decap-cms-widget-file';
import DecapCmsWidgetImage from 'decap-cms-widget-image';

export { default as Collection } from 'decap-cms-core/dist/esm/components/Collection/Collection.js';
export { default as Workflow } from 'decap-cms-core/dist/esm/components/Workflow/Workflow.js';
export { default as Editor } from 'decap-cms-core/dist/esm/components/Editor/Editor.js';
export { default as MediaLibrary } from 'decap-cms-core/dist/esm/components/MediaLibrary/MediaLibrary.js';
// Decap's browser cache, for src/admin/decap-localforage.ts.
export { default as localForage } from 'localforage';

for (const widget of [
  DecapCmsWidgetString.Widget(),
  DecapCmsWidgetText.Widget(),
  DecapCmsWidgetNumber.Widget(),
  DecapCmsWidgetBoolean.Widget(),
  DecapCmsWidgetSelect.Widget(),
  DecapCmsWidgetList.Widget(),
  DecapCmsWidgetObject.Widget(),
  DecapCmsWidgetFile.Widget(),
  DecapCmsWidgetImage.Widget(),
])
  CMS.registerWidget(widget);
