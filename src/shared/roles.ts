export const ROLES = ['learner', 'buddy', 'moderator', 'learning_expert'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['moderator', 'learning_expert'];

export const DASHBOARD_BY_ROLE: Record<Role, string> = {
  learner: '/learner/dashboard',
  buddy: '/buddy/dashboard',
  moderator: '/moderator/dashboard',
  learning_expert: '/expert/dashboard',
};

export const PROFILE_STATUSES = [
  'pending',
  'expert_review',
  'interview_scheduled',
  'interview_completed',
  'approved',
  'rejected',
] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

export const LANGUAGES = ['English', 'Dutch'] as const;
export type Language = (typeof LANGUAGES)[number];
