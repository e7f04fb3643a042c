export const CONTACT_EMAIL = 'hello@buddies.amsterdam';
