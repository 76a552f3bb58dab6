/** The user's review of the topic feature library. */
import type { Handlers } from '../../../lib/messages/protocol.ts';
import { featureReview, reviewTerm } from '../features.ts';
import type { HandlerContext } from './context.ts';

export function featureHandlers(ctx: HandlerContext): Pick<Handlers, 'getFeatureReview' | 'reviewFeatureTerm'> {
  return {
    getFeatureReview: async () => featureReview(ctx.store, await ctx.tokenizer()),
    reviewFeatureTerm: ({ term, accepted }) => reviewTerm(ctx.store, term, accepted),
  };
}
