import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import type { BoardService } from './board-service';

/** The board of a Bubble: comments, replies, images. */
export function registerBoardRoutes(app: FastifyInstance, board: BoardService): void {
  const postingLimit = {
    // Posts per client (IP) and window, for comments and for replies each (RATE_LIMIT_POSTS_MAX,
    // 30): a lively conversation stays far below it, a script filling a board does not.
    rateLimit: {
      max: app.wob.config.rateLimit.posts,
      timeWindowMs: app.wob.config.rateLimit.windowMs,
    },
  };

  bindSignedInEndpoint(
    app,
    endpoints.addComment,
    async ({ input, session }) => ({
      status: 201,
      message: M.board.commentAdded,
      data: { comment: await board.addComment(session, input) },
    }),
    postingLimit,
  );

  bindSignedInEndpoint(
    app,
    endpoints.addReply,
    async ({ input, session }) => ({
      status: 201,
      message: M.board.replyAdded,
      data: { reply: await board.addReply(session, input) },
    }),
    postingLimit,
  );

  bindSignedInEndpoint(app, endpoints.getBoard, async ({ input, session }) => ({
    data: await board.getBoard(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.getReplies, async ({ input, session }) => ({
    data: await board.getReplies(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.deleteComment, async ({ input, session }) => {
    await board.deleteComment(session, input);
    return { message: M.board.commentDeleted, data: { commentID: input.commentID } };
  });

  bindSignedInEndpoint(app, endpoints.deleteReply, async ({ input, session }) => {
    await board.deleteReply(session, input);
    return {
      message: M.board.replyDeleted,
      data: { commentID: input.commentID, replyID: input.replyID },
    };
  });
}
