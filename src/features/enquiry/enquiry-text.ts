export { ENQUIRY_TEXT } from '../../config/enquiry-text.ts';
