import type { ReviewSubject } from '@mare/domain';

const all = ['reviews'] as const;

/** What a subject's key says: one tour's or one provider's reviews. */
const subjectKey = (subject: ReviewSubject) =>
  'tourId' in subject ? { tour: subject.tourId } : { provider: subject.providerId };

/**
 * The reviews' query keys, under one root: a written review, an answer or a hidden review
 * changes what every list shows, so each mutation asks the whole root again.
 */
export const reviewsKeys = {
  all,
  public: (subject: ReviewSubject) => [...all, 'public', subjectKey(subject)] as const,
  toAnswer: (userId: string | undefined) => [...all, 'to-answer', userId] as const,
};
