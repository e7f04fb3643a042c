/**
 * What the mails say (decision 053), one entry per template: its subject, the preview line mail
 * clients show beside it, its paragraphs and its button. Names, addresses, links and tokens come
 * in as they are; the templates only place the words.
 */
export const MAIL_TEXTS = {
  layout: {
    logo: 'Buddies',
    signOff: 'The Buddies team',
    tagline: 'Buddies · Connect with Language Buddies in Amsterdam',
    pasteLink: 'Or paste this link into your browser: ',
  },
  hi: (name: string) => `Hi ${name},`,
  /** Someone's own words, quoted. */
  quoted: (words: string) => `“${words}”`,
  welcome: {
    subject: 'Welcome to Buddies',
    preview: 'Welcome to Buddies: find a buddy to talk with.',
    intro:
      'Welcome to Buddies. Your account is ready: find a buddy who shares your interests, propose an activity, and practise your language in real conversations.',
    action: 'Find your buddy',
    next: 'Your dashboard shows your sessions and messages, and Profile Settings your account.',
  },
  applicationReceived: {
    subject: 'We have received your Buddies application',
    preview: 'We have received your application to become a Buddies buddy.',
    thanks: 'Thank you for applying to become a buddy. We have received your application.',
    next: 'What happens next: a moderator reviews your application; then a learning expert invites you to an interview; after it, your profile goes live and learners can book you. We will write to you at each step, and your dashboard always shows where you are.',
    action: 'Open your dashboard',
  },
  passwordReset: {
    subject: 'Reset your Buddies password',
    preview: 'Choose a new password for your Buddies account.',
    asked:
      'Someone asked to reset the password of your Buddies account. If that was you, choose a new password here:',
    action: 'Choose a new password',
    expiry:
      'The link works once and expires in one hour. If you did not ask for this, you can ignore this email: your password stays the same.',
  },
  passwordChanged: {
    subject: 'Your Buddies password was changed',
    preview: 'The password of your Buddies account was changed.',
    changed:
      'The password of your Buddies account was just changed, and every other sign-in of your account was ended.',
    notYou:
      'If that was you, there is nothing more to do. If it was not, choose “Forgot password?” on the sign-in page at once to set a new password, and write to us.',
    action: 'Go to the sign-in page',
  },
  emailVerification: {
    subject: 'Verify your email address for Buddies',
    preview: 'Confirm your email address for Buddies.',
    confirm: 'Please confirm that this is your email address by opening this link:',
    action: 'Confirm my email address',
    pasteCode: 'Or paste this verification code in your profile settings: ',
    expiry: 'The link works once and expires in 24 hours.',
  },
  signUpAttempt: {
    subject: 'Someone tried to sign up with your email address',
    preview: 'Someone tried to create a Buddies account with your email address.',
    tried:
      'Someone just tried to create a new Buddies account with this email address, which already has one. If that was you, sign in instead; forgot your password? Choose “Forgot password?” on the sign-in page to set a new one.',
    action: 'Sign in to Buddies',
    notYou: 'If it was not you, you can ignore this email: nothing has changed on your account.',
  },
  emailChangeCurrent: {
    subject: 'Confirm the change of your Buddies email address',
    preview: 'Confirm the change of your Buddies email address.',
    asked: (newEmail: string) =>
      `You asked to change the email address of your Buddies account to ${newEmail}. Please confirm that it was you by opening this link:`,
    action: 'Yes, change my email address',
    pasteToken: 'Or paste this token in your profile settings: ',
    expiry:
      'The link works once and expires in 24 hours. Your email address changes once you have also confirmed the new address with the link we sent there.',
    notYou:
      'If you did not ask for this, do not open the link: nothing changes without it. Someone knows your password, so please change it in your profile settings.',
  },
  emailChangeNew: {
    subject: 'Confirm your new email address for Buddies',
    preview: 'Confirm your new email address for Buddies.',
    asked:
      'You asked to make this the email address of your Buddies account. Please confirm that it is yours by opening this link:',
    action: 'Confirm my new email address',
    pasteToken: 'Or paste this token in your profile settings: ',
    expiry:
      'The link works once and expires in 24 hours. Your email address changes once you have also confirmed the change with the link we sent to your current address.',
    notYou: 'If you did not ask for this, you can ignore this email.',
  },
  emailChangeTaken: {
    subject: 'Someone tried to move a Buddies account to your email address',
    preview: 'Someone tried to move a Buddies account to your email address.',
    tried:
      'Someone just asked to change the email address of another Buddies account to this address. This address already has a Buddies account, yours, so nothing changes: an address belongs to one account only.',
    ifYou:
      'If that was you, you already have an account with this address: sign in with it instead. Forgot your password? Choose “Forgot password?” on the sign-in page to set a new one.',
    action: 'Sign in to Buddies',
    notYou: 'If it was not you, you can ignore this email: nothing has changed on your account.',
  },
  emailChanged: {
    subject: 'The email address of your Buddies account was changed',
    preview: 'The email address of your Buddies account was changed.',
    changed: (newEmail: string) =>
      `The email address of your Buddies account was just changed from this address to ${newEmail}. From now on you sign in with ${newEmail}, and our emails go there.`,
    notYou: (contact: string) =>
      `If that was you, there is nothing more to do. If it was not, write to us at once at ${contact} from this address, and we will help you get your account back.`,
  },
  newMessages: {
    subject: 'You have unread messages on Buddies',
    preview: (count: number) =>
      `You have ${count} unread message${count === 1 ? '' : 's'} on Buddies.`,
    count: (count: number) =>
      `You have ${count} unread message${count === 1 ? '' : 's'} on Buddies:`,
    more: (more: number) => `…and ${more} more.`,
    action: 'Read and reply',
  },
  favouritesNewTimes: {
    subject: 'Your favourite buddies have new times',
    preview: (count: number) =>
      count === 1
        ? 'A buddy you saved opened new times on Buddies.'
        : `${count} buddies you saved opened new times on Buddies.`,
    intro: (count: number) =>
      count === 1
        ? 'A buddy you saved opened new times to meet:'
        : `${count} buddies you saved opened new times to meet:`,
    action: 'See your favourites',
    why: 'You get this mail at most once a day, because you saved these buddies.',
    turnOff: 'Turn these mails off in your Profile Settings.',
    stop: 'Stop these mails.',
    orSettings: 'You can turn them on or off again in your',
    settings: 'Profile Settings.',
  },
  supportResponse: {
    subject: (subject: string) => `Re: ${subject}`,
    intro: (subject: string) => `A moderator answered your support message “${subject}”:`,
    action: 'See it on Buddies',
  },
  proposal: {
    action: 'Open your messages',
  },
  buddyStatus: {
    note: (reason: string) => `Note from the team: ${reason}`,
  },
} as const;
