import { LIMITS } from '../../../shared/limits';
import { membershipApplicationInput } from '../../../shared/schemas/contact';
import { emailField, nameField, requiredText } from '../../../shared/schemas/fields';

/**
 * The contact form's schema: the shared request schema, its fields named as the form labels
 * them ("Given name is required" where the API says "firstName is required"). Same rules, same
 * builders. Loaded on the form's first focus, so the home page's initial JavaScript has no zod.
 */
export const contactFormSchema = membershipApplicationInput.extend({
  firstName: nameField('Given name'),
  email: emailField('Email'),
  message: requiredText('Message', LIMITS.message),
});
