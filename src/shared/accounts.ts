import { z } from 'zod';
import { ROLES } from './roles';
import { EmailSchema, FullNameSchema, NewPasswordSchema } from './validation';

/** What `npm run user:create` sends: any role, staff included (staff never self-register). */
export const NewAccountSchema = z.object({
  role: z.enum(ROLES, { message: `role must be one of ${ROLES.join(', ')}` }),
  email: EmailSchema,
  password: NewPasswordSchema,
  name: FullNameSchema,
});
export type NewAccountInput = z.infer<typeof NewAccountSchema>;
