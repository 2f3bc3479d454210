import { Outlet, useLocation } from 'react-router';
import { MDXProvider } from '@mdx-js/react';
import { siteContent as content } from '../content/reading/site-content';
import history from 'virtual:page-history';
import { breadcrumbsFor, findPage, footerPageLinks, menuGroups, sideLinksFor } from '../content/nav/nav';
import { mdxComponents } from '../site/mdx-components';
import { Header } from './Header';
import { Footer } from './Footer';
import { Breadcrumbs } from './Breadcrumbs';
import { SideLinks } from './SideLinks';
import { PageHistory } from './PageHistory';
import { AuthorNotice } from './AuthorNotice';
import { PostHeader, PostNav } from './PostParts';
import { NEWS_PATH, postNeighbours, postsNewestFirst } from '../content/listings/news';
import styles from './SiteLayout.module.css';
import { MAIN_CONTENT_ID } from './main-content';

const groups = menuGroups(content);
const quickLinks = footerPageLinks(content);
const posts = postsNewestFirst(content.pages);

/** The shared layout of every page: top bar, breadcrumbs, the page, side links, footer. */
export function SiteLayout() {
  const location = useLocation();
  const page = findPage(content, location.pathname);
  const currentPath = page?.path ?? location.pathname;
  const crumbs = breadcrumbsFor(content, page);
  const sideLinks = page ? sideLinksFor(content, page) : [];
  const section = content.sections.find((s) => s.slug === page?.section);
  const pageHistory = page ? history[page.path] : undefined;
  const notices = page ? content.notices?.[page.path] : undefined;

  return (
    <div className={`site-shell ${styles.shell}`}>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Skip to main content
      </a>
      <Header groups={groups} currentPath={currentPath} />
      {crumbs.length > 0 && <Breadcrumbs crumbs={crumbs} currentPath={currentPath} />}
      {notices && <AuthorNotice messages={notices} />}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={page?.layout === 'full' ? styles.full : styles.main}>
        <div className={sideLinks.length ? styles.withSide : undefined}>
          <article className={styles.article}>
            {page && !page.hideTitle && <h1>{page.title}</h1>}
            {page?.post && <PostHeader post={page.post} />}
            <MDXProvider components={mdxComponents}>
              <Outlet />
            </MDXProvider>
            {page?.post && <PostNav {...postNeighbours(posts, page.path)} listPath={NEWS_PATH} />}
            {pageHistory && <PageHistory entry={pageHistory} />}
          </article>
          {sideLinks.length > 0 && <SideLinks title={section?.label ?? 'In this section'} links={sideLinks} currentPath={currentPath} />}
        </div>
      </main>
      <Footer quickLinks={quickLinks} />
    </div>
  );
}
