import { SiteLayout } from '../../layout/SiteLayout';
import { siteContent } from '../../content/site-content';
import { findPage } from '../../content/nav';
import { pageMeta } from '../../content/meta';
import type { Route } from './+types/site-layout';

/** Title, description, canonical and sharing tags of whichever page is shown. */
export const meta: Route.MetaFunction = ({ location }) => pageMeta(findPage(siteContent, location.pathname));

export default SiteLayout;
