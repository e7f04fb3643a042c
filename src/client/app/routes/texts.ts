/** The words of the screens the app layer composes itself: sign-in, registration, 404. */
export const ROUTE_TEXTS = {
  login: {
    title: 'Connect with Language Buddies in Amsterdam',
    tabs: 'Login or sign up',
    signUp: 'Sign Up',
  },
  register: {
    heading: 'Join Buddies',
    intro: 'Practise English with fluent speakers in real places around Amsterdam.',
    newHere: 'New here?',
    takePart: 'Tell us how you would like to take part.',
    asLearner: "I'm a Learner",
    asBuddy: "I'm a Buddy",
  },
  registerLearner: {
    title: 'Join as a Learner',
    intro: 'Create your account and start practising with fluent speakers.',
  },
  registerBuddy: {
    title: 'Become a Buddy',
    intro:
      'Share the activities you enjoy and help learners find their voice. A moderator reviews every application, then our learning expert invites you for a friendly interview.',
  },
  resetPassword: {
    intro: 'Choose a new password for your account.',
    doneTitle: 'Password Reset Successful!',
    redirecting: (seconds: number) => `Taking you to the login page in ${seconds} seconds…`,
    backToLogin: 'Back to Login',
  },
  notFound: {
    heading: 'Page Not Found',
    text: 'Did you forget to add the page to the router?',
    returnHome: 'Return to Home',
  },
} as const;
