import type { ArticleMotif } from '../content/motifs';
import bloodLab from './art/blood-lab.svg?no-inline';
import calmWaves from './art/calm-waves.svg?no-inline';
import examClipboard from './art/exam-clipboard.svg?no-inline';
import heartRhythm from './art/heart-rhythm.svg?no-inline';
import metabolismLeaf from './art/metabolism-leaf.svg?no-inline';
import moonSleep from './art/moon-sleep.svg?no-inline';
import womensCircles from './art/womens-circles.svg?no-inline';

/*
 * Each motif is an original abstract drawing on a 640 x 360 canvas, in ./art. They are static files, not
 * components: a page shows them with <img> and carries only their (hashed, long-cached) URLs, not the drawings.
 * Colours are the design tokens' values (src/styles/tokens.css); ArticleFigure.test.tsx keeps them in step.
 */
export const ART_WIDTH = 640;
export const ART_HEIGHT = 360;

export const MOTIF_ART_URLS: Readonly<Record<ArticleMotif, string>> = {
  'heart-rhythm': heartRhythm,
  'calm-waves': calmWaves,
  'metabolism-leaf': metabolismLeaf,
  'exam-clipboard': examClipboard,
  'womens-circles': womensCircles,
  'blood-lab': bloodLab,
  'moon-sleep': moonSleep,
};
