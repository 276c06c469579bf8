/** Chats: a confirmed group's live chat panel, and the help chats of the member area. */
export { GroupChatPanel, type GroupChatPanelProps } from './components/group-chat-panel';
export { HelpChatPage } from './routes/help-chat-page';
