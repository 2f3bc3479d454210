// The prerendered page is readable without JavaScript; its code only makes it interactive.
// Module preloads keep their early start (no request waterfall) but at low priority, so on a
// slow connection the stylesheets, the text and the first photo are not slowed by the code.
export function lowPriorityPreloads(html) {
  return html.replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"');
}
