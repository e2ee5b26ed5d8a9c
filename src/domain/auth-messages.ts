/**
 * The accounts flows' messages (docs/shop/storefront.md §8): field messages, the server's replies and the
 * client's fallbacks. Plain constants, no zod, so screens can show them without loading the schemas
 * (docs/decisions/112 "zod off the first load").
 */
import { BUSINESS } from './business-constants';

export const AUTH_MESSAGES = {
  nameRequired: 'Please enter your full name.',
  nameTooLong: 'Name must be at most 100 characters.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid phone number (7 to 15 digits).',
  passwordRequired: 'Please enter a password.',
  passwordTooShort: `Password must be at least ${BUSINESS.minPasswordLength} characters.`,
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordBlank: 'Password cannot be only spaces.',
  passwordCommon: 'This password is too common and easy to guess. Please choose another.',
  passwordIsEmail: 'Password must not be your email address.',
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
  confirmRequired: 'Please confirm your password.',
  passwordsDiffer: 'Passwords do not match.',
  termsRequired: 'You must agree to the Terms & Conditions.',
  loginMissing: 'Please enter your email and password.',
  resetFieldsMissing: 'Please fill in all fields.',
  resetLinkInvalid: 'Invalid or expired reset link.',
} as const;

/** Replies the server sends in these flows (shown by the client as toasts). */
export const AUTH_REPLIES = {
  signedUp: 'Account created successfully!',
  registeredAtCheckout: 'Registration successful! You are now logged in.',
  loggedIn: 'Login successful!',
  loggedOut: 'Logged out successfully',
  passwordChanged: 'Your password has been changed. Every other device has been signed out.',
  emailChangeSent:
    'Profile updated. To change your email address, follow the link we have sent to the new address; until then you sign in with your current one.',
  emailChanged: 'Your email address has been changed.',
  emailChangeInvalid: 'This confirmation link is invalid, has expired or has already been used.',
  badCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  emailInUse: 'Another account already uses this email address.',
  tooManyLogins: 'Too many login attempts. Please try again later.',
  resetRequested:
    'If an account exists for that email address, we have sent a link to reset your password. It is valid for one hour.',
  resetDone: 'Your password has been reset. You can now log in with your new password.',
  resetLinkInvalid:
    'This reset link is invalid, has expired or has already been used. Please ask for a new one.',
  profileUpdated: 'Profile updated successfully!',
  photoUpdated: 'Photo updated!',
  photoDeleted: 'Photo deleted!',
  photoMissing: 'Please choose a photo to upload.',
  notYou: 'You can only view your own account.',
  userNotFound: 'User not found.',
} as const;

/** Client fallbacks of docs/shop/storefront.md §8 when the server sends no message. */
export const AUTH_FALLBACKS = {
  signup: 'Something went wrong',
  login: 'Login failed',
  checkoutLogin: 'Login failed.',
  checkoutRegister: 'Registration failed.',
  checkoutRegisterError: 'An error occurred during registration.',
  checkoutLoginError: 'An error occurred during login.',
  loggedOut: 'Logged out successfully',
  tokenMissing: 'Authentication token not found. Please log in again.',
  reset: 'Failed to reset password. Try again.',
  resetSuccess: 'Password reset successfully. Redirecting to login...',
  forgot: 'Could not send the reset link. Please try again.',
  uploadFailed: 'Upload failed. Please try again.',
  deleteFailed: 'Failed to delete photo.',
  fetchProfile: 'Could not fetch profile details.',
  updateProfile: 'Failed to update profile.',
  photoNotImage: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).',
  photoTooLarge: `Photos must be at most ${BUSINESS.maxProfilePhotoBytes / 1024 / 1024} MB.`,
} as const;
