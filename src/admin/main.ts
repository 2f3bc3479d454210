// /admin's own script, after Decap CMS: the data files' formats, then the checks around a save.
import './cms-formats.ts';
import './cms-checks.ts';
import './page-preview.ts';
import './view-link.ts';

// Decap waits for this (window.CMS_MANUAL_INIT, set by /admin/site-data.js), so it reads its
// configuration with the formats, checks and previews above registered.
const decap = window as unknown as { CMS_MANUAL_INIT?: boolean; CMS: { init(): void } };
if (decap.CMS_MANUAL_INIT) decap.CMS.init();
