// Dev server only (islands-plugin's devScripts): the open page is loaded again the moment a change is
// sent. Vite's own `full-reload` waits 20 ms first to merge reloads; the plugin already sends one per change.
import.meta.hot?.on('site:reload', () => location.reload());
