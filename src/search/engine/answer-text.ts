/** An answer as one line of text, what a screen reader is told: "Application form: ₦10,000". */
import type { SearchAnswer } from './answer.ts';

export const answerText = (answer: SearchAnswer): string => `${answer.label}: ${answer.value.map((p) => p.text).join('')}`;
