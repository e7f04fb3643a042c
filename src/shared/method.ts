/**
 * The landing page's method section (SPEC: "a method section with six external videos"): the six
 * steps of the method in words, each with the learning expert's video once the team has one
 * (`METHOD_VIDEOS`, decision 047). No video is ever made up: a step without one is words only.
 * The videos' shapes are in method-schemas.ts: the landing page loads these words without zod.
 */
export const METHOD_STEPS = [
  {
    title: 'Why real conversations work',
    text: 'You remember what you said to a person, in a real place, far better than what you read in a book.',
  },
  {
    title: 'Learning by doing',
    text: 'Ordering a coffee, asking the way, sharing an opinion: you practise the language while you use it.',
  },
  {
    title: 'Overcoming the fear of speaking',
    text: 'A patient buddy and a relaxed activity make it easier to start talking, and to keep going.',
  },
  {
    title: 'Vocabulary in context',
    text: 'Words met in a museum, a market or a kitchen come with a picture and a moment, so they stay.',
  },
  {
    title: 'Making mistakes is part of learning',
    text: 'Your buddy helps you along without stopping the conversation at every slip.',
  },
  {
    title: 'How to prepare for a session',
    text: 'Think of a few things you want to say or ask, and tell your buddy what you would like to practise.',
  },
] as const;
