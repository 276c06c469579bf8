// The help chats chunk: /emberite/chat/{chatId}.
export { HelpChatPage } from '@ember/chat';
