export { ApprovalPreviews } from './approval-previews';
