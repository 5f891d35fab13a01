// Copy of the own-profile page: view, edit, picture upload and removal.
export const profile = {
  title: 'My Profile',
  edit: 'Edit profile',
  save: 'Save changes',
  cancel: 'Cancel',
  saving: 'Saving…',
  age: '{{age}} years',
  memberSince: 'Member since {{date}}',
  sections: {
    about: 'About me',
    details: 'Details',
    contact: 'Contact',
  },
  empty: {
    about: 'You have not written anything about yourself yet.',
  },
  picture: {
    upload: 'Upload picture',
    change: 'Change picture',
    remove: 'Remove picture',
    save: 'Use this picture',
    cancel: 'Cancel',
    uploading: 'Uploading picture…',
    dialogTitle: 'Your new profile picture',
    removeConfirm: 'Remove',
    avatarAlt: 'Profile picture of {{name}}',
  },
  loadError: 'Your profile could not be loaded.',
  retry: 'Try again',
};
