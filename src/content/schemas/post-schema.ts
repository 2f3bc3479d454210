/**
 * The frontmatter of a news post (pages/news/<date>-<name>.mdx): a page's title, the post's date,
 * summary, tags and optional photo. The fields a page has for menus and layout are left out: a post is
 * never in a menu (the News list shows it). Pure (the web editor's check runs it too).
 */
import { z } from 'zod';
import { frontmatterSchema, type Frontmatter } from './schema.ts';
import { postDate } from './date-schema.ts';
import { photo } from './data-schemas.ts';
import type { PostInfo } from '../nav/types.ts';

export const postFrontmatterSchema = z
  .strictObject({
    title: frontmatterSchema.shape.title.describe("The post's heading, e.g. Inter-house sports day"),
    date: postDate.describe('The day the news is about or was published, year-month-day, e.g. 2026-09-14'),
    summary: z
      .string()
      .trim()
      .min(20, 'should be a sentence of at least 20 characters')
      .max(300)
      .describe('One or two sentences: shown on the News list, on the home page, in the feed and in search results.'),
    image: photo.optional().describe('A photo for the post (optional): shown above the text and on the News list.'),
    imageAlt: z.string().trim().min(3).optional().describe('What the photo shows, for visitors who cannot see it (needed with a photo).'),
    tags: z
      .array(z.string().trim().min(1))
      .default([])
      .describe('A few words the post is about, e.g. sports, boarding: found by the search.'),
    example: z.boolean().default(false).describe('An example post, not real news: shown with an "Example" badge.'),
    search: frontmatterSchema.shape.search,
    takenDown: frontmatterSchema.shape.takenDown,
  })
  .superRefine((post, ctx) => {
    if (post.image && !post.imageAlt)
      ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: 'is missing: say what the photo shows, for visitors who cannot see it' });
  });
export type PostFrontmatter = z.output<typeof postFrontmatterSchema>;

/** A post's page fields: hidden from menus, its summary as its description, its tags searchable. */
export function postPage(post: PostFrontmatter): { frontmatter: Frontmatter; post: PostInfo } {
  return {
    frontmatter: frontmatterSchema.parse({
      title: post.title,
      description: post.summary,
      hidden: true,
      keywords: post.tags,
      search: post.search,
      takenDown: post.takenDown,
    }),
    post: {
      date: post.date,
      tags: post.tags,
      example: post.example,
      ...(post.image && post.imageAlt ? { image: { src: post.image, alt: post.imageAlt } } : {}),
    },
  };
}
