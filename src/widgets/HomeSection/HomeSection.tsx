/** The home-page section as a widget; it lives in src/ui/ because the home page's section widgets draw it too. */
export { HomeSection } from '../../ui/HomeSection/HomeSection.tsx';
