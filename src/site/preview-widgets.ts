/**
 * The widgets the editor's preview draws with the site's own component (src/admin/page-view.tsx):
 * those that need nothing but their props and the text inside (no data file, photo, site setting or
 * island code, which only the build has). Every other widget shows as a box naming it
 * (src/admin/widget-box.tsx). Adding one here adds its component and styles to /admin/site-check.js.
 */
import type { ComponentType, ReactNode } from 'react';
import { Callout } from '../widgets/Callout/Callout';
import { ClosingBanner } from '../widgets/ClosingBanner/ClosingBanner';
import { Columns } from '../widgets/Columns/Columns';
import { Fact } from '../widgets/Fact/Fact';
import { FAQ, Question } from '../widgets/FAQ/FAQ';
import { Card, FeatureCards } from '../widgets/FeatureCards/FeatureCards';
import { Quote } from '../widgets/Quote/Quote';

/** A widget's props as the page writes them (checked by the content check, not here). */
type Drawn = ComponentType<Record<string, unknown> & { children?: ReactNode }>;

export const PREVIEW_WIDGETS: Readonly<Record<string, Drawn>> = {
  Callout,
  Card,
  ClosingBanner,
  Columns,
  Fact,
  FAQ,
  FeatureCards,
  Question,
  Quote,
} as unknown as Record<string, Drawn>;

/** The layout's styles, which the preview's page sits in as a page does on the site. */
export { default as layoutStyles } from '../layout/SiteLayout.module.css';
