/**
 * `react` in /admin's own scripts (src/build/editor/admin-scripts.ts): the React that draws Decap's
 * editor (window.DECAP_REACT, set by src/admin/decap.ts), not a second copy. The site's components
 * in the preview (src/site/preview-widgets.ts) are drawn inside Decap's tree, where a component of
 * another React would fail at its first hook, and the copy would cost the editor 10 KB.
 */
import type * as ReactModule from 'react';

const React = (window as unknown as { DECAP_REACT: typeof ReactModule }).DECAP_REACT;

export default React;
export const { Children, Fragment, createElement, isValidElement, useCallback, useEffect, useId, useMemo, useRef, useState } = React;
