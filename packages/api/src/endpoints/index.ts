import {
  changePassword,
  deleteAccount,
  forgotPassword,
  getUserProfile,
  health,
  login,
  logout,
  register,
  removeUserImage,
  resetPassword,
  site,
  updateProfile,
} from './accounts';

/** Every endpoint of the contract, keyed by operation id. */
export const endpoints = {
  health,
  site,
  register,
  login,
  forgotPassword,
  resetPassword,
  getUserProfile,
  updateProfile,
  removeUserImage,
  changePassword,
  deleteAccount,
  logout,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
