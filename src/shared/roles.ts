export const ROLES = ['learner', 'buddy', 'moderator', 'learning_expert'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['moderator', 'learning_expert'];

export const DASHBOARD_BY_ROLE: Record<Role, string> = {
  learner: '/learner/dashboard',
  buddy: '/buddy/dashboard',
  moderator: '/moderator/dashboard',
  learning_expert: '/expert/dashboard',
};

/** Where a new learner goes right after signing up: what suits them, then the dashboard. */
export const LEARNER_WELCOME_PATH = '/learner/welcome';

/** How a role reads where staff see accounts. */
export const ROLE_LABELS: Record<Role, string> = {
  learner: 'Learner',
  buddy: 'Buddy',
  moderator: 'Moderator',
  learning_expert: 'Learning expert',
};
