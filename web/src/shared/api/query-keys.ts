/**
 * Query keys of the places screens in one spot, so a change in one feature (a room added on the
 * location page) refreshes what another feature shows, without the features importing each other.
 */
export const queryKeys = {
  locations: ['locations'] as const,
  locationList: (params: object) => ['locations', 'list', params] as const,
  location: (id: string) => ['locations', 'detail', id] as const,
  locationRooms: (locationId: string) => ['locations', 'detail', locationId, 'rooms'] as const,
  notificationSettings: (locationId: string) => ['locations', 'detail', locationId, 'notifications'] as const,
  clientInstructions: (locationId: string) => ['locations', 'detail', locationId, 'instructions'] as const,
  rooms: ['rooms'] as const,
  room: (id: string) => ['rooms', id] as const,
  checklists: ['checklists'] as const,
  checklistList: (params: object) => ['checklists', 'list', params] as const,
  checklist: (id: string) => ['checklists', 'detail', id] as const,
  subscriptions: ['subscriptions'] as const,
  teams: ['teams'] as const,
  teamList: (params: object) => ['teams', 'list', params] as const,
  team: (id: string) => ['teams', 'detail', id] as const,
  employees: ['employees'] as const,
  employeeList: (params: object) => ['employees', 'list', params] as const,
  employee: (id: string) => ['employees', 'detail', id] as const,
  /** Under employees: a change to anyone refreshes the task editor's picker too. */
  taskAssignees: ['employees', 'assignees'] as const,
  sentInvites: ['invites', 'sent'] as const,
  receivedInvites: ['invites', 'received'] as const,
  /** The reply depends on who asks (the room's id is for its own staff): one entry per viewer. */
  publicRoom: (token: string, viewerId: string | null) => ['public-room', token, viewerId] as const,
  /** Work: a change to a task or a job refreshes every list of both. */
  tasks: ['tasks'] as const,
  taskList: (params: object) => ['tasks', 'list', params] as const,
  task: (id: string) => ['tasks', 'detail', id] as const,
  occurrences: ['occurrences'] as const,
  occurrenceList: (params: object) => ['occurrences', 'list', params] as const,
  occurrence: (id: string) => ['occurrences', 'detail', id] as const,
  photoReports: (params: object) => ['occurrences', 'photo-reports', params] as const,
  attendance: ['attendance'] as const,
  complaints: ['complaints'] as const,
  complaintList: (params: object) => ['complaints', 'list', params] as const,
  notifications: ['notifications'] as const,
  /** A report sent from a phone's queue (shared/problems) refreshes every list and page of them. */
  problems: ['problems'] as const,
  problemList: (params: object) => ['problems', 'list', params] as const,
  problem: (id: string) => ['problems', 'detail', id] as const,
};
