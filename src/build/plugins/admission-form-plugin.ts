/**
 * `npm start` serves /forms/admission-form.pdf as the build makes it, from the school facts as they
 * are now (src/build/generate/admission-form.ts); the school's own form in public/forms/ is left to
 * Vite's public files. The build writes the file itself (src/build/steps.ts).
 */
import type { Plugin } from 'vite';
import { ADMISSION_FORM_PATH, admissionFormFor } from '../generate/admission-form.ts';

export function admissionFormPlugin(): Plugin {
  return {
    name: 'site-admission-form',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').split('?')[0] !== ADMISSION_FORM_PATH) return next();
        const pdf = admissionFormFor(server.config.root, server.config.publicDir);
        if (!pdf) return next();
        res.setHeader('Content-Type', 'application/pdf');
        res.end(pdf);
      });
    },
  };
}
