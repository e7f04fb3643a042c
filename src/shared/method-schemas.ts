import { z } from 'zod';
import { METHOD_STEPS } from './method';
import { lineText } from './validation';

/** The method videos' shapes (decision 047); the steps' words in method.ts. */

/** One of the method's videos: its title and its address (https). */
export const MethodVideoSchema = z.object({
  title: lineText('A video needs a title')
    .trim()
    .min(1, 'A video needs a title')
    .max(120, 'A video title can be at most 120 characters'),
  url: z.url({ protocol: /^https$/, error: 'A video address must be an https:// address' }),
});
export type MethodVideo = z.infer<typeof MethodVideoSchema>;

/** The videos, in the order of the steps they go with: at most one a step. */
export const MethodVideosSchema = z
  .array(MethodVideoSchema)
  .max(METHOD_STEPS.length, `At most ${METHOD_STEPS.length} videos, one for each step`);

/** GET /api/method-videos. */
export const MethodVideoListSchema = z.object({ videos: MethodVideosSchema });
export type MethodVideoList = z.infer<typeof MethodVideoListSchema>;
