export {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ResetPasswordFormSchema,
  ResetPasswordSchema,
} from './account-forms';
export type {
  ChangePasswordInput,
  ChangePasswordOutput,
  ForgotPasswordInput,
  ForgotPasswordOutput,
  LoginInput,
  LoginOutput,
  ResetPasswordFormInput,
  ResetPasswordFormOutput,
  ResetPasswordInput,
  ResetPasswordOutput,
} from './account-forms';
export {
  ageOn,
  birthDateSchema,
  createBirthDateSchema,
  isAllowedBirthDate,
  parseIsoDate,
} from './birth-date';
export {
  ABOUT_MAX,
  ADDRESS_MAX,
  AGE_RANGE_MAX,
  AGE_RANGE_MIN,
  CITY_MAX,
  EMAIL_MAX,
  GENDERS,
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  LOCALES,
  MAX_AGE,
  MIN_AGE,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  TOKEN_MAX,
  ZIPCODE_MAX,
} from './constants';
export type { Gender, ImageMimeType, Locale } from './constants';
export { COUNTRY_CODES, isCountryCode } from './country-codes';
export type { CountryCode } from './country-codes';
export {
  aboutSchema,
  addressSchema,
  ageRangeBoundSchema,
  citySchema,
  confirmPasswordSchema,
  countrySchema,
  emailSchema,
  genderSchema,
  localeSchema,
  loginPasswordSchema,
  nameSchema,
  newPasswordSchema,
  oldPasswordSchema,
  passwordSchema,
  resetTokenSchema,
  toggleSchema,
  zipcodeSchema,
} from './fields';
export { flattenIssues, ROOT_ISSUE_KEY } from './flatten-issues';
export { formObject, requiredMessageOf } from './form-object';
export {
  createImageDataUrlSchema,
  imageDataUrlSchema,
  parseImageDataUrl,
} from './image-data-url';
export type { ImageDataUrl } from './image-data-url';
export { MESSAGES, VALIDATION_MESSAGE_KEYS } from './messages';
export type { ValidationMessageKey } from './messages';
export { createPagingQuerySchema } from './paging';
export { countPhoneDigits, PHONE_MAX_LENGTH, phoneSchema } from './phone';
export {
  createRegisterSchema,
  createRegisterStepOneSchema,
  RegisterSchema,
  RegisterStepOneSchema,
  RegisterStepThreeSchema,
  RegisterStepTwoSchema,
} from './register';
export type {
  RegisterInput,
  RegisterOutput,
  RegisterStepOneInput,
  RegisterStepOneOutput,
  RegisterStepThreeInput,
  RegisterStepThreeOutput,
  RegisterStepTwoInput,
  RegisterStepTwoOutput,
} from './register';
export { PartialSettingsSchema, SettingsSchema } from './settings';
export type {
  PartialSettingsInput,
  PartialSettingsOutput,
  SettingsInput,
  SettingsOutput,
} from './settings';
export {
  PlanChoiceSchema,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPICS,
  SupportTicketSchema,
} from './support';
export type { SupportTicketInput, SupportTicketOutput, SupportTopic } from './support';
export { createUpdateProfileSchema, UpdateProfileSchema } from './update-profile';
export type { UpdateProfileInput, UpdateProfileOutput } from './update-profile';
