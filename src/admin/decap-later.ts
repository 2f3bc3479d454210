/**
 * What of Decap the login screen does not need, in a chunk of its own (src/build/plugins/cms-plugin.ts):
 * the collections' lists, the editorial workflow's board, the editor with the widgets the site uses
 * and the media library. Decap's App reaches these four through src/admin/decap-lazy.ts; the page
 * fetches and compiles the chunk beside Decap's own (<link rel="modulepreload">) and runs it when
 * one of them is first shown, after logging in. The widgets are registered as it runs, so before any
 * form is shown.
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
