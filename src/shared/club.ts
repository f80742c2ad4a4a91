/** The club's own name and postal address, as its receipts and letters print them (zod-free). */
export { CLUB_NAME } from './certificate';

export const CLUB_POSTAL_ADDRESS = ['14 Cogitation Row, Bloomsbury', 'London WC1B 3XX'] as const;
export const CLUB_EMAIL = 'secretary@brainappreciation.club';
