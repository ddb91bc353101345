/** The business's clock is Malaysia's (UTC+8 all year). Its own module: screens that format dates need no zod (datetime.ts). */
export const MALAYSIA_TIME_ZONE = 'Asia/Kuala_Lumpur';
