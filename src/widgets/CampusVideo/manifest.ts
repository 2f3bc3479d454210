/** What the build knows about this folder's widgets (see src/content/schemas/manifest-kit.ts). */
import { z } from 'zod';
import { defineWidgets, link, photo, plain, sectionProps } from '../../content/schemas/manifest-kit.ts';

export default defineWidgets({
  CampusVideo: {
    summary: 'The campus video: a poster, then the player (a press first when the phone saves data).',
    heading: 'section',
    hydrate: 'visible',
    props: {
      ...sectionProps,
      title: sectionProps.title.optional(),
      src: link().optional().describe("The player's embed URL; defaults to the campus video in src/config/site.ts."),
      watchUrl: link().optional().describe('The video on its own site (the link shown without JavaScript).'),
      host: plain().optional().describe("That site's name."),
      videoTitle: plain().optional().describe('What the video is, for screen readers and the play button.'),
      poster: photo().describe('The photo shown before and instead of the player.'),
      timeout: z.number().int().positive().optional().describe('Milliseconds to wait for the player.'),
    },
  },
});
