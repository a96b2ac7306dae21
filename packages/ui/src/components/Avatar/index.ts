export { Avatar, getInitials, type AvatarProps } from './Avatar';
