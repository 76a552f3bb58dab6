export { assignProject, assignProjects, projectKey, projectFit, changedValues, normalProjectNo, SAME_NAME, MAX_SPAN_DAYS, type Project, type Assignment } from './project.ts';
export { stageOf, titleCore, type ProjectStage } from './stage.ts';
