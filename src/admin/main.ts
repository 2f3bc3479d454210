// /admin's own script, after Decap CMS: the data files' formats, then the checks around a save.
import './cms-formats.ts';
import './cms-checks.ts';
import './page-preview.ts';
