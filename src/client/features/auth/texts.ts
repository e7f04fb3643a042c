/** The client's own texts for failed auth calls (SPEC section 8); the server words the rest. */
export const AUTH_TEXTS = {
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  forgotPasswordFailed: 'Failed to send reset email',
  resetFailed: 'Failed to reset password',
} as const;

/** The account fields, worded the same on every form that asks for them. */
export const ACCOUNT_TEXTS = {
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  fullName: 'Full name',
} as const;

/** The login form and its way back to the login from a sign-up. */
export const LOGIN_TEXTS = {
  forgotPassword: 'Forgot Password?',
  signingIn: 'Signing in…',
  login: 'Login',
  alreadyHaveAccount: 'Already have an account?',
  logIn: 'Log in',
} as const;

/** Asking for a reset link, and choosing the new password it leads to. */
export const RESET_PASSWORD_TEXTS = {
  title: 'Reset Password',
  askForLink:
    'Enter the email address of your account and we will send you a link to choose a new password.',
  cancel: 'Cancel',
  sendLink: 'Send Reset Link',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  resetting: 'Resetting…',
  reset: 'Reset Password',
} as const;

/** The sign-up forms' own words. */
export const SIGN_UP_TEXTS = {
  level: 'Your level (optional)',
  levelHint:
    'How well do you speak the language you practise? Buddies talk with intermediate speakers and up. Skip it if you like; you can say it later in your profile.',
  chooseLevel: 'Choose your level',
  firstName: 'First name',
  lastName: 'Last name',
  joinAs: 'I want to join as',
  roles: {
    learner: { title: 'Learner', text: 'Practise with fluent speakers' },
    buddy: { title: 'Buddy', text: 'Help others improve their new language' },
  },
  creatingAccount: 'Creating account…',
  createAccount: 'Create Account',
  continueAsBuddy: 'Continue to Buddy Application',
  // The links between the words are the legal documents' own titles.
  acceptThe: 'I accept the',
  andThe: 'and the',
  benefitsTitle: 'Why practise with Buddies',
  benefits: {
    conversations: {
      title: 'Real Conversations',
      text: 'Talk about real things in real places around Amsterdam, not textbook dialogues.',
    },
    speakers: {
      title: 'Fluent Speakers',
      text: 'Every buddy is personally interviewed by our learning expert before you meet.',
    },
    growth: {
      title: 'Personal Growth',
      text: 'Gain confidence with every session and feel more at home in your new language.',
    },
  },
} as const;

/** The buddy application: the offer, the activities and the photo. */
export const BUDDY_APPLICATION_TEXTS = {
  yourAccount: 'Your account',
  yourOffer: 'Your offer',
  profilePhoto: 'Profile photo',
  submit: 'Submit Application',
  activities: 'Activities you would like to offer',
  activitiesHint: 'Choose at least one. You can add details later.',
  description: 'About you and your activities',
  descriptionCount: (length: number, minimum: number) =>
    `${length} / ${minimum} characters minimum`,
  descriptionPlaceholder:
    'Tell learners who you are, what you enjoy and what a session with you looks like.',
  hourlyRate: 'Hourly rate',
  hourlyRateHint: (minimum: number) => `Euro per hour, at least ${minimum}`,
  location: 'Location',
  phone: 'Phone (optional)',
  phoneHint: 'Dutch format: +31 or 06…',
  photo: 'Photo (optional)',
  photoHint: (maxMb: number) => `JPEG, PNG or WebP, up to ${maxMb} MB.`,
  photoPreview: 'Preview of your profile photo',
  removePhoto: 'Remove photo',
} as const;
